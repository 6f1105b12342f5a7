// Apple: ObservedObject ("a property wrapper type that subscribes to an observable object and invalidates a view whenever the observable object changes"); when the parent hands a different object, the child follows the new one and no longer the old (SEMANTICS §5 resubscribe when object !== lastObject; §2 new reference ⇒ child re-runs)
import SwiftUI

final class Profile: ObservableObject {
    let name: String
    @Published var likes = 0

    init(name: String) {
        self.name = name
    }
}

struct ProfileCard: View {
    @ObservedObject var profile: Profile

    var body: some View {
        let _ = print("card: \(profile.name), \(profile.likes) likes")
        HStack {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
            Text(profile.name)
                .font(.headline)
            Spacer()
            Button("Like") { profile.likes += 1 }
        }
        .padding()
    }
}

struct ProfileBrowser: View {
    @State private var profiles = [Profile(name: "Ines"), Profile(name: "Tomas")]
    @State private var index = 0

    var body: some View {
        let _ = print("browser body, index \(index)")
        VStack {
            ProfileCard(profile: profiles[index])
            Button("Next profile") { index = (index + 1) % profiles.count }
            Button("Poke Ines") {
                let ines = profiles[0]
                ines.likes += 10
                print("poked Ines: \(ines.likes)")
            }
        }
    }
}

:mount ProfileBrowser()
:tap "Like"
:tap "Next profile"
:tap "Poke Ines"
:tap "Next profile"

// expect: browser body, index 0
// expect: card: Ines, 0 likes
// expect: card: Ines, 1 likes
// expect: browser body, index 1
// expect: card: Tomas, 0 likes
// expect: poked Ines: 11
// expect: browser body, index 0
// expect: card: Ines, 11 likes
