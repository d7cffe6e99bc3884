import Foundation
import Market
import Screens

extension ProductFormEffect: LiveScreenEffect {
    func perform(with handler: AppEffectHandler, answer: @escaping (AppDestination.Event) -> Void) async {
        await handler.handle(self) { answer(.form($0)) }
    }
}

/// The form's work: a photo read from a typed path and prepared, and the register or edit.
extension AppEffectHandler {
    func handle(_ effect: ProductFormEffect, send: @escaping (ProductFormEvent) -> Void) async {
        switch effect {
        case .readImage(let path):
            send(readImage(at: path))
        case .prepareImage(let upload, let maxBytes):
            send(await pictureWork.run { ImagePreparation.prepare(upload, maxBytes: maxBytes) })
        case .register(let draft):
            await answer { () throws(MarketError) in
                .submitted(try await self.client.register(draft))
            } failure: {
                .submitFailed($0)
            } send: {
                send($0)
            }
        case .edit(let id, let edit):
            await answer { () throws(MarketError) in
                .submitted(try await self.client.edit(id: id, edit))
            } failure: {
                .submitFailed($0)
            } send: {
                send($0)
            }
        case .delegate:
            break
        }
    }

    /// Reads an image file; the bytes are checked when the form prepares them, not here.
    func readImage(at path: String) -> ProductFormEvent {
        let url = fileURL(forTyped: path)
        do {
            return .imageAttached(
                ImageUpload(fileName: url.lastPathComponent, data: try Data(contentsOf: url)))
        } catch {
            return .imageAttachFailed(AttachError(fileName: url.lastPathComponent))
        }
    }

    /// An absolute path as given, `~/…` in the home directory, anything else in the file directory.
    private func fileURL(forTyped path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        if path.hasPrefix("~/") { return homeDirectory.appendingPathComponent(String(path.dropFirst(2))) }
        return fileDirectory.appendingPathComponent(path)
    }
}
