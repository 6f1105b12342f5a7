// Kodeco-style "one view per state": the screen switches on the view model's loading state and shows a separate
// subview for loading and for loaded, each logging its appearance, with a slow mock service
// What SwiftUI does: each `case` of a `switch` in a view builder is its own slot, so moving from `.loading` to
// `.loaded` destroys the placeholder's node and makes the list's (rules §1.1). Appearance callbacks run after the
// update, all disappears before any appear (rules §11.1). The `.task` sits on the VStack around the switch, so it
// runs once, at the screen's appearance (rules §11.3); it waits in the mock's sleep (rules §10.1). Its first write,
// `.loading` over `.loading`, still notifies: the enum is not Equatable, so the macro cannot skip an equal value
// (rules §8.1), and the screen's body runs a second time in the mount's turn; the placeholder keeps its node and,
// with no stored fields, is skipped (rules §2.7). "Reload" goes back to `.loading`: a new placeholder node, and the
// list's node goes.
// Sources: rules §1.1, §2.7, §8.1, §10.1, §11.1, §11.3; WWDC21 "Demystify SwiftUI" (structural identity)
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

@MainActor
protocol MetricsService {
    func fetchMetrics() async throws -> [String]
}

struct SlowMetricsService: MetricsService {
    func fetchMetrics() async throws -> [String] {
        print("SlowMetricsService: fetching")
        try await Task.sleep(for: .seconds(1))
        return ["Visitors 1,204", "Signups 37", "Churn 2%"]
    }
}

@MainActor
@Observable
final class DashboardViewModel {
    enum State {
        case loading
        case loaded([String])
        case failed
    }

    var state: State = .loading
    private let service: any MetricsService

    init(service: any MetricsService) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.fetchMetrics())
        } catch {
            state = .failed
        }
    }
}

struct LoadingPlaceholder: View {
    var body: some View {
        ProgressView("Crunching numbers…")
            .onAppear { print("LoadingPlaceholder appeared") }
            .onDisappear { print("LoadingPlaceholder disappeared") }
    }
}

struct MetricsList: View {
    let metrics: [String]

    var body: some View {
        let _ = print("MetricsList body: \(metrics.count) metrics")
        List(metrics, id: \.self) { metric in
            Text(metric)
        }
        .onAppear { print("MetricsList appeared") }
        .onDisappear { print("MetricsList disappeared") }
    }
}

struct DashboardScreen: View {
    @State private var viewModel: DashboardViewModel

    init(service: any MetricsService) {
        _viewModel = State(initialValue: DashboardViewModel(service: service))
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .loading:
                let _ = print("DashboardScreen body: loading")
                LoadingPlaceholder()
            case .loaded(let metrics):
                let _ = print("DashboardScreen body: loaded")
                MetricsList(metrics: metrics)
                Button("Reload") {
                    Task { await viewModel.load() }
                }
            case .failed:
                let _ = print("DashboardScreen body: failed")
                Text("Could not load")
            }
        }
        .task {
            print("DashboardScreen task started")
            await viewModel.load()
        }
    }
}

:mount DashboardScreen(service: SlowMetricsService())
// expect: DashboardScreen body: loading
// expect: LoadingPlaceholder appeared
// expect: DashboardScreen task started
// expect: SlowMetricsService: fetching
// expect: DashboardScreen body: loading
:advance 1s
// expect: DashboardScreen body: loaded
// expect: MetricsList body: 3 metrics
// expect: LoadingPlaceholder disappeared
// expect: MetricsList appeared
:tap "Reload"
// expect: SlowMetricsService: fetching
// expect: DashboardScreen body: loading
// expect: MetricsList disappeared
// expect: LoadingPlaceholder appeared
:advance 1s
// expect: DashboardScreen body: loaded
// expect: MetricsList body: 3 metrics
// expect: LoadingPlaceholder disappeared
// expect: MetricsList appeared
