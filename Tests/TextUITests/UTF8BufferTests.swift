import Testing

@testable import TextUI

struct UTF8BufferTests {
    @Test("Scalars are written in their UTF-8 encoding, one to four bytes")
    func scalars() {
        var buffer = UTF8Buffer(capacity: 0)
        buffer.write(atMost: 16) { cursor in
            for value: UInt32 in [0x41, 0xE9, 0xAC00, 0x1F469] { cursor.put(scalar: value) }
        }
        #expect(buffer.count == 1 + 2 + 3 + 4)
        #expect(Array(buffer.string().utf8) == [0x41, 0xC3, 0xA9, 0xEA, 0xB0, 0x80, 0xF0, 0x9F, 0x91, 0xA9])
    }

    @Test("Numbers are written in decimal digits, literals and bytes as they are")
    func numbersLiteralsAndBytes() {
        var buffer = UTF8Buffer(capacity: 0)
        buffer.write(atMost: 64) { cursor in
            for number in [0, 7, 10, 120, 9_876_543_210, Int.max] {
                cursor.put(number: number)
                cursor.put(UInt8(ascii: " "))
            }
            cursor.put("─│" as StaticString)
            cursor.put(bytes: "ok".utf8)
        }
        #expect(buffer.string() == "0 7 10 120 9876543210 9223372036854775807 ─│ok")
    }

    @Test("The buffer grows past its first capacity and keeps what was written before")
    func growth() {
        var buffer = UTF8Buffer(capacity: 0)
        for batch in 0..<100 {
            buffer.write(atMost: 4) { cursor in
                cursor.put(scalar: 0x2500)
                cursor.put(number: batch % 10)
            }
        }
        #expect(buffer.count == 400)
        #expect(buffer.string() == String(repeating: "─0─1─2─3─4─5─6─7─8─9", count: 10))
    }
}
