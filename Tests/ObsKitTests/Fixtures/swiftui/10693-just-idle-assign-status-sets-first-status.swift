// combine style: `Just("idle").assign(to: &$status)` sets the first status in init, and a `Future` made in `load()` runs its closure as soon as it is made (before anyone subscribes); the sink then gets the value and `finished` synchronously, inside the action, and the body runs once after it (Apple: Future "invokes the closure immediately")
import SwiftUI
import Combine

final class InboxModel: ObservableObject {
    @Published private(set) var status = ""
    private var bag = Set<AnyCancellable>()

    init() {
        Just("idle").assign(to: &$status)
    }

    func load() {
        print("load start")
        let future = Future<String, Never> { promise in
            print("future closure runs")
            promise(.success("3 messages"))
        }
        print("future made")
        future
            .sink(receiveCompletion: { completion in print("completion: \(completion)") },
                  receiveValue: { [weak self] value in
                      print("value: \(value)")
                      self?.status = value
                  })
            .store(in: &bag)
        print("load end")
    }
}

struct InboxView: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        let _ = print("InboxView body: status=\(inbox.status)")
        VStack {
            Text(inbox.status)
            Button("Load") { inbox.load() }
        }
    }
}

:mount InboxView()
// expect: InboxView body: status=idle
:tap "Load"
// expect: load start
// expect: future closure runs
// expect: future made
// expect: value: 3 messages
// expect: completion: finished
// expect: load end
// expect: InboxView body: status=3 messages
