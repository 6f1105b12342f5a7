// A @MainActor service with an async method, called from the screen's `.task` through its view model: the loading
// pattern of WWDC21's "Discover concurrency in SwiftUI" and of nearly every networking blog post, with the service
// behind a protocol and a phase enum for idle / loading / loaded.
// What SwiftUI does: `.task` starts when the view appears, after the first update, and runs until it awaits (rules
// §11.3, §10.1); its write of `.loading` runs the body again in the same turn. The service sleeps on the virtual clock;
// `:advance 1s` resumes it, the task finishes, and the body runs once with the profile. A "Reload" button starts an
// unstructured `Task` from its action; it starts when the action's turn ends (rules §10.1). The enum has associated
// values and no `==`, so every assignment notifies (rules §8.1), but each one here changes the case anyway. Unmounting
// releases the view model (rules §1.4).
// Sources: rules §1.4, §8.1, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/videos/play/wwdc2021/10019/
import SwiftUI

struct Profile {
    let name: String
    let followers: Int
}

protocol ProfileService {
    func fetchProfile(id: Int) async throws -> Profile
}

@MainActor
final class NetworkProfileService: ProfileService {
    private var requests = 0

    func fetchProfile(id: Int) async throws -> Profile {
        requests += 1
        print("fetch profile \(id) started (request \(requests))")
        try await Task.sleep(for: .seconds(1))
        print("fetch profile \(id) finished")
        return Profile(name: "Robin", followers: 40 + requests)
    }
}

@MainActor
@Observable
final class ProfileViewModel {
    enum Phase {
        case idle
        case loading
        case loaded(Profile)
        case failed(String)
    }

    private(set) var phase: Phase = .idle
    private let service: any ProfileService

    init(service: any ProfileService) {
        self.service = service
        print("ProfileViewModel init")
    }

    deinit { print("ProfileViewModel deinit") }

    var status: String {
        switch phase {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let profile): return "\(profile.name), \(profile.followers) followers"
        case .failed(let message): return "failed: \(message)"
        }
    }

    func load() async {
        phase = .loading
        do {
            let profile = try await service.fetchProfile(id: 7)
            phase = .loaded(profile)
        } catch {
            phase = .failed("\(error)")
        }
    }
}

struct ProfileScreen: View {
    @State private var viewModel = ProfileViewModel(service: NetworkProfileService())

    var body: some View {
        let _ = print("ProfileScreen body: \(viewModel.status)")
        VStack {
            switch viewModel.phase {
            case .idle, .loading:
                ProgressView("Loading…")
            case .loaded(let profile):
                Text("\(profile.name) · \(profile.followers) followers")
            case .failed(let message):
                Text(message)
            }
            Button("Reload") {
                Task { await viewModel.load() }
            }
        }
        .task {
            print("task started")
            await viewModel.load()
            print("task finished")
        }
    }
}

:mount ProfileScreen()
// expect: ProfileViewModel init
// expect: ProfileScreen body: idle
// expect: task started
// expect: fetch profile 7 started (request 1)
// expect: ProfileScreen body: loading
:advance 1s
// expect: fetch profile 7 finished
// expect: task finished
// expect: ProfileScreen body: Robin, 41 followers
:tap "Reload"
// expect: fetch profile 7 started (request 2)
// expect: ProfileScreen body: loading
:advance 1s
// expect: fetch profile 7 finished
// expect: ProfileScreen body: Robin, 42 followers
:unmount
// expect: ProfileViewModel deinit
