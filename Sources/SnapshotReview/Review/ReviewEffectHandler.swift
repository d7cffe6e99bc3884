import Loop

/// Performs a review's accepts and rejects on a `SnapshotInventory`.
@MainActor
public struct ReviewEffectHandler: EffectHandler {
    public let inventory: SnapshotInventory

    public init(inventory: SnapshotInventory) {
        self.inventory = inventory
    }

    public func handle(_ effect: ReviewEffect, send: Send<ReviewEvent>) async {
        do {
            switch effect {
            case .accept(let path):
                try inventory.accept(path)
                send(.saved(.accepted))
            case .reject(let path):
                try inventory.reject(path)
                send(.saved(.rejected))
            }
        } catch {
            send(.failed("Could not write \(effect.path): \(error.localizedDescription)"))
        }
    }
}

extension ReviewEffect {
    var path: String {
        switch self {
        case .accept(let path), .reject(let path): path.description
        }
    }
}
