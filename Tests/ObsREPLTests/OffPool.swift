import Foundation

/// Blocking work run on a thread of its own while the test awaits it. Swift Testing runs tests on the cooperative
/// pool, one thread per core (two on the CI machine): a test that blocks one for minutes, waiting for the fuzzer's
/// child processes or for the compiler check's servers, leaves the rest of the suite one thread, and two such
/// tests leave it none, though the machine's cores are not busy with them alone.
enum OffPool {
    private final class Box<T>: @unchecked Sendable {
        let body: () throws -> T
        init(_ body: @escaping () throws -> T) { self.body = body }
    }

    static func run<T>(_ body: @escaping () throws -> T) async throws -> T {
        let box = Box(body)
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            let thread = Thread {
                do { continuation.resume(returning: try box.body()) } catch { continuation.resume(throwing: error) }
            }
            thread.stackSize = 1 << 24
            thread.start()
        }
    }
}
