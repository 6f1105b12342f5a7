// Donny Wals style (delegate continuation): a checked throwing continuation bridges a delegate-based scanner
protocol ScannerDelegate: AnyObject {
    func scanner(_ scanner: CodeScanner, didRead code: String)
    func scanner(_ scanner: CodeScanner, didFail reason: String)
}

final class CodeScanner {
    weak var delegate: ScannerDelegate?

    func scan(_ raw: String) {
        if raw.allSatisfy(\.isNumber) {
            delegate?.scanner(self, didRead: "EAN-" + raw)
        } else {
            delegate?.scanner(self, didFail: "unreadable '\(raw)'")
        }
    }
}

struct ScanFailure: Error {
    let reason: String
}

final class AsyncScanner: ScannerDelegate {
    private let scanner = CodeScanner()
    private var continuation: CheckedContinuation<String, Error>?

    init() { scanner.delegate = self }

    func scan(_ raw: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            scanner.scan(raw)
        }
    }

    func scanner(_ scanner: CodeScanner, didRead code: String) {
        continuation?.resume(returning: code)
        continuation = nil
    }

    func scanner(_ scanner: CodeScanner, didFail reason: String) {
        continuation?.resume(throwing: ScanFailure(reason: reason))
        continuation = nil
    }
}

let reader = AsyncScanner()
for raw in ["4006381", "ab12", "9780"] {
    do {
        print("read", try await reader.scan(raw))
    } catch let failure as ScanFailure {
        print("failed:", failure.reason)
    }
}

// expect: read EAN-4006381
// expect: failed: unreadable 'ab12'
// expect: read EAN-9780
