import Testing

@testable import WebServer

/// Out of descriptors, accepting pauses for the backoff or until a connection closes; each trouble (out
/// of descriptors, at capacity) is logged once an episode.
@Suite("Accept gate")
struct AcceptGateTests {
    @Test("out of descriptors: paused for the backoff exactly, logged once until a connection is taken")
    func backoff() {
        var gate = AcceptGate()
        let first = gate.outOfDescriptors(now: .seconds(1))
        #expect(first, "the first time: logged")
        #expect(gate.isPaused)
        let early = gate.resumes(now: .seconds(1) + AcceptGate.backoff - .milliseconds(1), freed: false)
        #expect(!early)
        let due = gate.resumes(now: .seconds(1) + AcceptGate.backoff, freed: false)
        #expect(due)
        #expect(!gate.isPaused)
        let again = gate.outOfDescriptors(now: .seconds(2))
        #expect(!again, "the same episode: not logged again")
        gate.admitted()
        let next = gate.outOfDescriptors(now: .seconds(3))
        #expect(next, "a new episode: logged")
    }

    @Test("a connection closing resumes accepting at once")
    func freed() {
        var gate = AcceptGate()
        _ = gate.outOfDescriptors(now: .zero)
        let freed = gate.resumes(now: .zero, freed: true)
        #expect(freed)
        let idle = gate.resumes(now: .seconds(10), freed: true)
        #expect(!idle, "not paused: nothing to resume")
    }

    @Test("at capacity: logged once until a connection is admitted; a different trouble is logged anew")
    func capacity() {
        var gate = AcceptGate()
        let first = gate.atCapacity()
        let second = gate.atCapacity()
        #expect(first)
        #expect(!second, "the same episode: not logged again")
        #expect(!gate.isPaused, "a full server still accepts, to answer 503")
        let outOfDescriptors = gate.outOfDescriptors(now: .zero)
        #expect(outOfDescriptors, "another trouble: logged")
        gate.admitted()
        let again = gate.atCapacity()
        #expect(again, "a new episode: logged")
    }
}
