// SwiftUI from a community tutorial: https://serialcoder.dev/text-tutorials/swiftui/working-with-the-task-modifier-in-swiftui (a FakeAsyncService loads a profile by id in .task(id:); a new id reloads, an unknown one fails)
// SerialCoder's tutorial fakes the remote call with a `FakeAsyncService` that returns a matching `Profile` from a
// static list, and a "Simulated Failure" profile with id -1 to exercise the error path. The view loads with
// `.task(id: selectedID)`: Apple's task(id:) page says "If the id value changes, SwiftUI cancels and restarts the task",
// and the modifier "tests whether a new value for the id parameter equals the previous value" - setting the same id
// again starts nothing. The fake service returns at once (no network, no clock).
// - Mount: profile 1. Next: profile 2. "Broken profile": the failure. "First profile" twice: one reload.
import SwiftUI

struct Profile: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String

    static let all: [Profile] = [
        Profile(id: 1, name: "Sofia Kim", country: "South Korea"),
        Profile(id: 2, name: "Liam O'Reilly", country: "Ireland"),
        Profile(id: 3, name: "Nina Patel", country: "India"),
        Profile(id: -1, name: "Simulated Failure", country: "Unknown"),
    ]
}

struct FakeAsyncService {
    enum FetchError: Error { case failed(Int) }

    static func fetchProfile(withID id: Int) async throws -> Profile {
        guard id > 0, let profile = Profile.all.first(where: { $0.id == id }) else {
            throw FetchError.failed(id)
        }
        return profile
    }
}

struct ProfileView: View {
    @State private var selectedID = 1
    @State private var profile: Profile?
    @State private var errorMessage: String?

    var body: some View {
        VStack {
            if let profile { Text("\(profile.name), \(profile.country)") }
            if let errorMessage { Text(errorMessage) }
            Button("Next") { selectedID += 1 }
            Button("Broken profile") { selectedID = -1 }
            Button("First profile") { selectedID = 1 }
        }
        .task(id: selectedID) {
            print("task for id \(selectedID)")
            do {
                let loaded = try await FakeAsyncService.fetchProfile(withID: selectedID)
                profile = loaded
                errorMessage = nil
                print("showing \(loaded.name), \(loaded.country)")
            } catch {
                profile = nil
                errorMessage = "Could not load profile \(selectedID)"
                print("error: \(error)")
            }
        }
    }
}

:mount ProfileView()
// expect: task for id 1
// expect: showing Sofia Kim, South Korea
:tap "Next"
// expect: task for id 2
// expect: showing Liam O'Reilly, Ireland
:tap "Broken profile"
// expect: task for id -1
// expect: error: failed(-1)
:tap "First profile"
// expect: task for id 1
// expect: showing Sofia Kim, South Korea
:tap "First profile"
