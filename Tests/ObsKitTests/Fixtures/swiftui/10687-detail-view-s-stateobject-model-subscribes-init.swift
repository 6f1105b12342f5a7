// combine style: a detail view's @StateObject model subscribes in init to an app-wide PassthroughSubject and keeps the sink in `Set<AnyCancellable>`; closing the detail destroys the node, the model deinits, and as its set goes the subscription is cancelled, so later sends reach nobody (rules §1.4, §4.2, §4.4)
import SwiftUI
import Combine

let clockTicks = PassthroughSubject<Int, Never>()

final class DetailModel: ObservableObject {
    @Published var latest = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("DetailModel init")
        clockTicks
            .handleEvents(receiveCancel: { print("clock subscription cancelled") })
            .sink { [weak self] value in
                print("DetailModel got \(value)")
                self?.latest = value
            }
            .store(in: &cancellables)
    }

    deinit { print("DetailModel deinit") }
}

struct DetailView: View {
    @StateObject private var model = DetailModel()

    var body: some View {
        let _ = print("DetailView body: latest=\(model.latest)")
        Text("Latest \(model.latest)")
    }
}

struct HostView: View {
    @State private var showing = false

    var body: some View {
        let _ = print("HostView body: showing=\(showing)")
        VStack {
            Button(showing ? "Close" : "Open") { showing.toggle() }
            if showing {
                DetailView()
            }
        }
    }
}

:mount HostView()
// expect: HostView body: showing=false
:tap "Open"
// expect: HostView body: showing=true
// expect: DetailModel init
// expect: DetailView body: latest=0
clockTicks.send(7)
// expect: DetailModel got 7
// expect: DetailView body: latest=7
:tap "Close"
// expect: HostView body: showing=false
// expect: DetailModel deinit
// expect: clock subscription cancelled
clockTicks.send(8)
print("sent 8")
// expect: sent 8
