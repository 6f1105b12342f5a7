// Default arguments as dependency injection, the "easy DI" many blog posts show:
// `init(service: any StatsService = LiveStatsService())` builds the @StateObject view model from the argument, beside a
// sibling screen that makes the same kind of model inline in the @StateObject's autoclosure.
// What SwiftUI does: a default argument is evaluated at every call, and the parent's body calls the screen's init at
// every render (rules §2.6), so a `LiveStatsService` is made each time; only the first reaches a view model, since the
// `StateObject` autoclosure runs once per node (rules §4.1–§4.3). That autoclosure captures `service`, so the screen's
// new value never equals the old one and its body runs at each parent render (rules §2.5). The sibling's autoclosure
// captures nothing: its service is made once, inside it, and the sibling doesn't run again (rules §2.5, §2.7).
// Sources: rules §2.5–§2.7, §4.1–§4.3; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

protocol StatsService {
    func visits() -> Int
}

struct LiveStatsService: StatsService {
    init() { print("LiveStatsService init") }
    func visits() -> Int { 120 }
}

final class StatsViewModel: ObservableObject {
    let label: String
    @Published var visits: Int

    init(label: String, service: any StatsService) {
        self.label = label
        visits = service.visits()
        print("StatsViewModel init (\(label))")
    }
}

struct InjectedStatsScreen: View {
    @StateObject private var viewModel: StatsViewModel

    init(service: any StatsService = LiveStatsService()) {
        _viewModel = StateObject(wrappedValue: StatsViewModel(label: "injected", service: service))
    }

    var body: some View {
        let _ = print("InjectedStatsScreen body: \(viewModel.visits)")
        Text("\(viewModel.visits) visits")
    }
}

struct InlineStatsScreen: View {
    @StateObject private var viewModel = StatsViewModel(label: "inline", service: LiveStatsService())

    var body: some View {
        let _ = print("InlineStatsScreen body: \(viewModel.visits)")
        Text("\(viewModel.visits) visits")
    }
}

struct StatsDashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("StatsDashboard body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            InjectedStatsScreen()
            InlineStatsScreen()
        }
    }
}

:mount StatsDashboard()
// expect: StatsDashboard body: 0
// expect: LiveStatsService init
// expect: StatsViewModel init (injected)
// expect: InjectedStatsScreen body: 120
// expect: LiveStatsService init
// expect: StatsViewModel init (inline)
// expect: InlineStatsScreen body: 120
:tap "Refresh"
// expect: StatsDashboard body: 1
// expect: LiveStatsService init
// expect: InjectedStatsScreen body: 120
:tap "Refresh"
// expect: StatsDashboard body: 2
// expect: LiveStatsService init
// expect: InjectedStatsScreen body: 120
