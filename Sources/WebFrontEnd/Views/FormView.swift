import HTMLUI
import Market
import Presenters
import Screens

/// The register and edit forms as HTML: each field a real `<input>` or `<textarea>` labelled by a
/// `<label>` with the text front end's words, the images as a file input with a preview and a remove
/// button each, KRW/USD, a message under each invalid field, and the submit button.
///
/// With `values: false` the fields carry no `value`: the browser's field is the truth while a person
/// types (the reducer keeps the text as typed), so live updates never write a field back under the
/// cursor. Whole renders (a page, a screen change) carry the values.
enum FormView {
    static func screen(_ view: ProductFormViewState, values: Bool, _ context: PageContext) -> HTMLNode {
        Tag.main(.id("screen"), .class("form-screen")) {
            Tag.header(.id("form-header"), .class("bar")) {
                Tag.button(.type("button"), .class("back"), .event(.back)) { view.cancel }
                Tag.h1 { view.title }
            }
            // Its values go to a new session after a restart (`data-recover`); Enter in a field submits.
            Tag.form(
                .id("product-form"), .class("product-form"), .data("recover", ""), .data("enter", "submit")
            ) {
                images(view.images, context)
                refusals(view.images, context.strings)
                for field in view.fields where !field.isMultiline { self.field(field, values: values) }
                currency(view)
                for field in view.fields where field.isMultiline { self.field(field, values: values) }
                Tag.p(.id("submit-error"), .class("tone-error"), .aria("live", "polite")) {
                    view.submitError ?? ""
                }
                Tag.button(
                    .id("submit"), .type("button"), .class("submit"), .event(.submit),
                    .aria("disabled", view.submit.isEnabled ? "false" : "true")
                ) { view.submit.title }
            }
        }
    }

    /// Where the client script writes a refused file's name into the messages it shows.
    static let fileMark = "{file}"

    private static func images(_ strip: ImageStripViewState, _ context: PageContext) -> HTMLNode {
        Tag.fieldset(.id("images"), .class("images")) {
            Tag.legend { strip.label }
            Tag.ul(.id("previews"), .class("previews")) {
                for (index, name) in strip.items.enumerated() {
                    Tag.li(.id("preview-\(index)")) {
                        // The file's name is written beside it: the picture needs no alternative text.
                        Tag.img(
                            .src(context.formImageURL(index: index, count: strip.items.count, name: name)),
                            .alt(""))
                        Tag.span(.class("file-name")) { name }
                        if strip.canRemove {
                            Tag.button(
                                .type("button"), .event(.removeImage), .data("index", "\(index)")
                            ) {
                                strip.remove
                            }
                        }
                    }
                }
            }
            if let add = strip.addCell {
                Tag.label(.for("image-files"), .class("add-images")) { add }
                Tag.input(
                    .id("image-files"), .type("file"), .accept("image/png,image/jpeg"), .multiple,
                    .aria("describedby", "upload-refusals"), .data("upload", "images"),
                    .data("previews", "previews"),
                    .data("max-bytes", "\(WebApp.maxUploadBytes)"), .data("max-count", "\(strip.limit)"))
            }
            message(id: "error-images", strip.error)
        }
    }

    /// The files the page refused before sending them (too large, too many, no picture), which the
    /// client script says here at once, each message naming its file where `fileMark` is; outside the
    /// images, which patches redraw.
    private static func refusals(_ strip: ImageStripViewState, _ strings: Strings) -> HTMLNode {
        Tag.p(
            .id("upload-refusals"), .class("tone-error refusals"), .aria("live", "polite"),
            .data("too-large", strings.pictureTooLarge(fileMark, limit: WebApp.maxUploadBytes)),
            .data("too-many", strings.tooManyPictures(fileMark, limit: strip.limit)),
            .data("not-picture", strings.notAPicture(fileMark)))
    }

    private static func field(_ field: FieldViewState, values: Bool) -> HTMLNode {
        let name = field.field.rawValue
        let inputID = "input-\(name)"
        let common: [Attribute] = [
            .id(inputID), .name(name), .event(.field), .data("field", name),
            .aria("invalid", field.error == nil ? "false" : "true"), .aria("describedby", "error-\(name)"),
        ]
        let control: HTMLNode =
            field.isMultiline
            ? .element(.textarea, common, values ? [.text(field.text)] : [])
            : .element(
                .input,
                common + [.type("text"), .placeholder(field.placeholder)]
                    + (values ? [.value(field.text)] : []),
                [])
        return Tag.div(.id("field-\(name)"), .class("field")) {
            Tag.label(.for(inputID)) { field.placeholder }
            control
            message(id: "error-\(name)", field.error)
        }
    }

    private static func currency(_ view: ProductFormViewState) -> HTMLNode {
        Tag.fieldset(.id("currency"), .class("segments")) {
            Tag.legend { view.currencyLabel }
            for segment in view.currency {
                Tag.button(
                    .id("currency-\(segment.title)"), .type("button"), .event(.currency),
                    .data("code", segment.title),
                    .aria("pressed", segment.isSelected ? "true" : "false")
                ) { segment.title }
            }
        }
    }

    /// The message under a field: always there (empty when the field is fine), so it changes by text.
    private static func message(id: String, _ text: String?) -> HTMLNode {
        Tag.p(.id(id), .class("tone-error"), .aria("live", "polite")) { text ?? "" }
    }
}
