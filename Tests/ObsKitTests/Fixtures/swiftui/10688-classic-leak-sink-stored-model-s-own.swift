// combine style: the classic leak — a sink stored in the model's own cancellables that captures `self` strongly keeps the model alive after its view goes away (it still receives), while the `[weak self]` version deinits and is cancelled with its view (rules §1.4; Swift closures capture strongly)
import SwiftUI
import Combine

let refreshSignal = PassthroughSubject<Void, Never>()

final class LeakyFeed: ObservableObject {
    @Published var refreshes = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("LeakyFeed init")
        refreshSignal
            .sink { _ in
                self.refreshes += 1
                print("LeakyFeed refreshed \(self.refreshes)")
            }
            .store(in: &cancellables)
    }

    deinit { print("LeakyFeed deinit") }
}

final class SafeFeed: ObservableObject {
    @Published var refreshes = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("SafeFeed init")
        refreshSignal
            .sink { [weak self] _ in
                guard let self else { return }
                self.refreshes += 1
                print("SafeFeed refreshed \(self.refreshes)")
            }
            .store(in: &cancellables)
    }

    deinit { print("SafeFeed deinit") }
}

struct LeakyPanel: View {
    @StateObject private var feed = LeakyFeed()
    var body: some View {
        let _ = print("LeakyPanel body: \(feed.refreshes)")
        Text("Leaky \(feed.refreshes)")
    }
}

struct SafePanel: View {
    @StateObject private var feed = SafeFeed()
    var body: some View {
        let _ = print("SafePanel body: \(feed.refreshes)")
        Text("Safe \(feed.refreshes)")
    }
}

struct Dashboard: View {
    @State private var showPanels = true

    var body: some View {
        let _ = print("Dashboard body: \(showPanels)")
        VStack {
            Button("Hide panels") { showPanels = false }
            if showPanels {
                LeakyPanel()
                SafePanel()
            }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: true
// expect: LeakyFeed init
// expect: LeakyPanel body: 0
// expect: SafeFeed init
// expect: SafePanel body: 0
refreshSignal.send()
// expect: LeakyFeed refreshed 1
// expect: SafeFeed refreshed 1
// expect: LeakyPanel body: 1
// expect: SafePanel body: 1
:tap "Hide panels"
// expect: Dashboard body: false
// expect: SafeFeed deinit
refreshSignal.send()
// expect: LeakyFeed refreshed 2
