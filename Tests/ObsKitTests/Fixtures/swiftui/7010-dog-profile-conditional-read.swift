// Dog profile: an @Observable dog whose breed is shown only when "Details" is on, the point WWDC23's "Discover
// Observation in SwiftUI" makes about tracking: a body depends on what it actually read in its last run; own code.
// What SwiftUI does: each body run records the properties it reads, replacing the previous run's record (rules §8.3).
// With details hidden the body never reads `breed`, so changing the breed runs nothing; the weight is never read in
// the body (only written in an action, which is untracked), so gaining weight never runs it. Once details are shown
// (the toggle's @State, read in the body, runs it), the body has read `breed`, and the next breed change runs it
// (rules §8.1, §8.3).
// Sources: rules §3.5, §8.1, §8.3; WWDC23 "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class DogProfile {
    var name = "Rex"
    var breed = "Beagle"
    var weight = 10
}

struct DogProfileView: View {
    @State private var dog = DogProfile()
    @State private var showDetails = false

    var body: some View {
        let _ = print("DogProfileView body: details \(showDetails)")
        VStack {
            Text(dog.name)
            Toggle("Details", isOn: $showDetails)
            if showDetails {
                Text(dog.breed)
            }
            Button("Change Breed") { dog.breed = dog.breed == "Beagle" ? "Corgi" : "Beagle" }
            Button("Gain Weight") { dog.weight += 1 }
        }
    }
}

:mount DogProfileView()
// expect: DogProfileView body: details false
:tap "Change Breed"
:tap "Gain Weight"
:toggle "Details"
// expect: DogProfileView body: details true
:tap "Gain Weight"
:tap "Change Breed"
// expect: DogProfileView body: details true
