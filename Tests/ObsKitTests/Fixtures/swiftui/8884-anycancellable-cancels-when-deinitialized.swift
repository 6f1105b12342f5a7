// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/anycancellable (an AnyCancellable cancels when deinitialized: once the listener's @StateObject is released with its Set<AnyCancellable>, ticks sent on the shared subject no longer reach its sink)
import SwiftUI
import Combine

enum Ticker {
    static let ticks = PassthroughSubject<Int, Never>()
    static var next = 0
}

final class Listener: ObservableObject {
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("Listener init")
        Ticker.ticks
            .sink { print("listener got \($0)") }
            .store(in: &cancellables)
    }

    deinit { print("Listener deinit") }
}

struct ListenerView: View {
    @StateObject private var listener = Listener()
    var body: some View { Text("Listening") }
}

struct TickerScreen: View {
    @State private var showListener = true

    var body: some View {
        VStack {
            Button("Tick") {
                Ticker.next += 1
                Ticker.ticks.send(Ticker.next)
            }
            Button("Hide") { showListener = false }
            if showListener {
                ListenerView()
            }
        }
    }
}

:mount TickerScreen()
:tap "Tick"
:tap "Hide"
:tap "Tick"
:tap "Tick"
// expect: Listener init
// expect: listener got 1
// expect: Listener deinit
