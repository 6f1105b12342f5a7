// Hacking with Swift-style "cancel work when the user leaves": a pushed detail loads from a slow service in `.task`,
// and popping it before the answer cancels the load and frees the view model
// What SwiftUI does: the detail and its view model are built at the push (rules §3.1, §14.3); the task starts after
// the update and waits in the service's sleep (rules §11.3). A pop destroys the node and cancels its task (rules
// §1.4, §11.3): `Task.sleep` throws `CancellationError`, and the catch runs in the pop's turn (corpus README,
// assumption 13). The running task holds the view model (its closure captures the view, and `load()` runs on the
// object), so the view model deinits when the task ends, after the catch. The stack is bound to a `@State` array the
// root never reads, so the root's body does not run on push or pop (rules §3.5). A second push lets the load finish.
// Sources: rules §1.4, §3.1, §3.5, §11.3, §14.3; Apple `View/task(priority:_:)` ("SwiftUI will automatically cancel
// the task at some point after the view disappears") https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct TrailInfo {
    let name: String
    let miles: Double
}

@MainActor
protocol TrailService {
    func trail(named name: String) async throws -> TrailInfo
}

struct SlowTrailService: TrailService {
    func trail(named name: String) async throws -> TrailInfo {
        print("SlowTrailService: fetching \(name)")
        try await Task.sleep(for: .seconds(2))
        return TrailInfo(name: name, miles: 14.2)
    }
}

@MainActor
@Observable
final class TrailDetailViewModel {
    let name: String
    var info: TrailInfo?
    private let service: any TrailService

    init(name: String, service: any TrailService) {
        self.name = name
        self.service = service
        print("TrailDetailViewModel init \(name)")
    }

    deinit {
        print("TrailDetailViewModel deinit \(name)")
    }

    func load() async {
        do {
            info = try await service.trail(named: name)
        } catch is CancellationError {
            print("TrailDetailViewModel: load cancelled")
        } catch {
            print("TrailDetailViewModel: load failed")
        }
    }
}

struct TrailDetailScreen: View {
    @State private var viewModel: TrailDetailViewModel

    init(name: String, service: any TrailService) {
        _viewModel = State(initialValue: TrailDetailViewModel(name: name, service: service))
    }

    var body: some View {
        let _ = print("TrailDetailScreen body: \(viewModel.info.map { "\($0.miles) mi" } ?? "loading")")
        Text(viewModel.name)
            .task {
                await viewModel.load()
            }
    }
}

struct TrailsScreen: View {
    let service: any TrailService = SlowTrailService()
    @State private var path: [String] = []

    var body: some View {
        let _ = print("TrailsScreen body")
        NavigationStack(path: $path) {
            List(["Half Dome", "Angels Landing"], id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationDestination(for: String.self) { name in
                TrailDetailScreen(name: name, service: service)
            }
        }
    }
}

:mount TrailsScreen()
// expect: TrailsScreen body
:tap "Half Dome"
// expect: TrailDetailViewModel init Half Dome
// expect: TrailDetailScreen body: loading
// expect: SlowTrailService: fetching Half Dome
:advance 1s
:back
// expect: TrailDetailViewModel: load cancelled
// expect: TrailDetailViewModel deinit Half Dome
:advance 3s
:tap "Half Dome"
// expect: TrailDetailViewModel init Half Dome
// expect: TrailDetailScreen body: loading
// expect: SlowTrailService: fetching Half Dome
:advance 2s
// expect: TrailDetailScreen body: 14.2 mi
