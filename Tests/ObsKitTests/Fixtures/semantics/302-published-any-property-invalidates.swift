// rules §6 (last rule), §5: any @Published change invalidates every observing view,
// whatever it read. Card reads only `name`, yet a `visits` change re-runs its body.
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Ann"
    @Published var visits = 0
}

struct Card: View {
    @ObservedObject var profile: Profile
    var body: some View {
        let _ = print("Card body", profile.name)
        VStack {
            Text(profile.name)
            Button("Visit") { profile.visits += 1 }
        }
    }
}

let shared = Profile()
:mount Card(profile: shared)
:tap "Visit"
shared.visits += 1

// expect: Card body Ann
// expect: Card body Ann
// expect: Card body Ann
