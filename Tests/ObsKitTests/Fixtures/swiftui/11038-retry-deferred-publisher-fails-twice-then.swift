// Kodeco style (retry): a Deferred publisher fails twice then succeeds; retry resubscribes, replaceError gives a fallback when retries run out, and the sink's completion prints; one body per tap (rules §6.3, §10.1)
import SwiftUI
import Combine

enum NetError: Error {
    case timeout
}

final class FeedLoader: ObservableObject {
    @Published private(set) var status = "idle"
    private var attempts = 0
    private var bag = Set<AnyCancellable>()

    private func fetch() -> AnyPublisher<String, NetError> {
        Deferred { () -> AnyPublisher<String, NetError> in
            self.attempts += 1
            print("attempt \(self.attempts)")
            if self.attempts < 3 {
                return Fail(error: NetError.timeout).eraseToAnyPublisher()
            }
            return Just("feed loaded").setFailureType(to: NetError.self).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    func load(retries: Int) {
        fetch()
            .retry(retries)
            .replaceError(with: "offline")
            .sink(receiveCompletion: { print("completion: \($0)") },
                  receiveValue: { [weak self] value in
                      print("value: \(value)")
                      self?.status = value
                  })
            .store(in: &bag)
    }

    func reset() {
        attempts = 0
        status = "idle"
    }
}

struct FeedStatusView: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        let _ = print("body status=\(loader.status)")
        VStack {
            Button("Load") { loader.load(retries: 3) }
            Button("Load Once") { loader.load(retries: 1) }
            Button("Reset") { loader.reset() }
        }
    }
}

:mount FeedStatusView()
// expect: body status=idle
:tap "Load"
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: value: feed loaded
// expect: completion: finished
// expect: body status=feed loaded
:tap "Reset"
// expect: body status=idle
:tap "Load Once"
// expect: attempt 1
// expect: attempt 2
// expect: value: offline
// expect: completion: finished
// expect: body status=offline
