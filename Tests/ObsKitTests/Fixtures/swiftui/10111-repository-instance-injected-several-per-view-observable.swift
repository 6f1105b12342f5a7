// architecture style: one repository instance injected into several per-view @Observable view models (held in @State, made in each view's init); two avatars of one user ask at once and both miss the cache (no in-flight de-duplication), a later one hits it; a parent render makes throwaway view models, and the avatars' @State initial values differ, so each avatar's body runs (rules §3.1, §3.2, §3.3, §2.5, §11.3, §15.15)
import SwiftUI

final class UserRepository {
    private var cache: [Int: String] = [:]
    private(set) var networkCalls = 0

    func name(for id: Int) async -> String {
        if let cached = cache[id] {
            print("repo cache hit \(id)")
            return cached
        }
        networkCalls += 1
        print("repo network \(id)")
        try? await Task.sleep(for: .milliseconds(200))
        let name = "User\(id)"
        cache[id] = name
        return name
    }
}

@Observable
final class AvatarViewModel {
    var name = "?"
    private let id: Int
    private let repository: UserRepository

    init(id: Int, repository: UserRepository) {
        self.id = id
        self.repository = repository
    }

    func load() async {
        name = await repository.name(for: id)
    }
}

struct AvatarView: View {
    @State private var viewModel: AvatarViewModel

    init(id: Int, repository: UserRepository) {
        _viewModel = State(initialValue: AvatarViewModel(id: id, repository: repository))
    }

    var body: some View {
        let _ = print("AvatarView body: \(viewModel.name)")
        Text(viewModel.name)
            .task { await viewModel.load() }
    }
}

struct TeamScreen: View {
    let repository: UserRepository
    @State private var showThird = false

    var body: some View {
        let _ = print("TeamScreen body: third=\(showThird)")
        VStack {
            AvatarView(id: 1, repository: repository)
            AvatarView(id: 1, repository: repository)
            if showThird {
                AvatarView(id: 1, repository: repository)
            }
            Button("Show more") { showThird = true }
            Button("Stats") { print("network calls: \(repository.networkCalls)") }
        }
    }
}

:mount TeamScreen(repository: UserRepository())
// expect: TeamScreen body: third=false
// expect: AvatarView body: ?
// expect: AvatarView body: ?
// expect: repo network 1
// expect: repo network 1
:advance 200ms
// expect: AvatarView body: User1
// expect: AvatarView body: User1
:tap "Show more"
// expect: TeamScreen body: third=true
// expect: AvatarView body: User1
// expect: AvatarView body: User1
// expect: AvatarView body: ?
// expect: repo cache hit 1
// expect: AvatarView body: User1
:tap "Stats"
// expect: network calls: 2
