import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension MarketError {
    /// The error of a URLSession task, in words a person can read (never Foundation's
    /// "The operation could not be completed. (…)").
    init(transportError error: any Error) {
        if error is CancellationError {
            self = .cancelled
            return
        }
        guard let urlError = error as? URLError else {
            self = .transport("connection failed")
            return
        }
        switch urlError.code {
        case .timedOut: self = .timeout
        case .cancelled: self = .cancelled
        case .cannotConnectToHost: self = .transport("connection refused")
        case .networkConnectionLost: self = .transport("connection lost")
        case .cannotFindHost, .dnsLookupFailed: self = .transport("unknown host")
        case .notConnectedToInternet: self = .transport("offline")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            self = .transport("secure connection failed")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            self = .transport("unreadable answer")
        case .unsupportedURL, .badURL: self = .transport("invalid address")
        default: self = .transport("network error \(urlError.code.rawValue)")
        }
    }
}
