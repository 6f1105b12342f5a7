// SwiftUI from a community tutorial: https://aimobilecoders.com/academy/swift-ui/swift-ui-networking-async-data (a view model with an explicit loading state enum, loaded by .task, with a Retry button that starts a Task)
// The lesson's `UsersViewModel: ObservableObject` has `@Published var state: State = .idle` (idle, loading,
// success, failed) and `func load() async`; the view switches on the state, starts loading with
// `.task { await vm.load() }` and offers `Button("Retry") { Task { await vm.load() } }`. The network call is replaced by
// a fake service whose first call fails and whose later calls return two users, at once.
// - Mount: the model is made, the task loads, the first call fails.
// - Retry: the second call succeeds; the list shows the users.
import SwiftUI

struct User: Identifiable {
    let id: Int
    let name: String
}

enum ServiceError: Error { case offline }

final class FakeUserService {
    private var calls = 0

    func fetchUsers() async throws -> [User] {
        calls += 1
        print("fetchUsers call \(calls)")
        if calls == 1 { throw ServiceError.offline }
        return [User(id: 1, name: "Ada"), User(id: 2, name: "Grace")]
    }
}

@MainActor
class UsersViewModel: ObservableObject {
    enum State { case idle, loading, success([User]), failed(String) }

    @Published var state: State = .idle
    private let service = FakeUserService()

    init() { print("UsersViewModel init") }

    func load() async {
        state = .loading
        print("loading")
        do {
            let users = try await service.fetchUsers()
            state = .success(users)
            print("loaded \(users.map(\.name).joined(separator: ", "))")
        } catch {
            state = .failed("The service is offline")
            print("failed: \(error)")
        }
    }
}

struct UsersView: View {
    @StateObject private var vm = UsersViewModel()

    var body: some View {
        VStack {
            switch vm.state {
            case .idle, .loading:
                ProgressView()
            case .success(let users):
                List(users) { Text($0.name) }
            case .failed(let message):
                Text(message)
                Button("Retry") { Task { await vm.load() } }
            }
        }
        .task { await vm.load() }
    }
}

:mount UsersView()
// expect: UsersViewModel init
// expect: loading
// expect: fetchUsers call 1
// expect: failed: offline
:tap "Retry"
// expect: loading
// expect: fetchUsers call 2
// expect: loaded Ada, Grace
