// Nested @Observable objects, as the Observation articles describe them: a dog has a name and a collar, and the
// collar is an @Observable object of its own. One view shows the name, another the collar's tag through
// `dog.collar.tag`.
// What SwiftUI does: tracking follows every property read on the way: `dog.collar.tag` reads the dog's `collar` and
// the collar's `tag`, so the tag view runs when the tag is engraved and when the dog gets a new collar (rules §8.3;
// WWDC23 "Discover Observation in SwiftUI"), and the name view runs only for the name. The old collar is held by
// nothing once it is replaced, so it deinits in the action, before the update (plain Swift reference counting; a
// body's tracked reads do not keep an object alive, rules §8.3).
// Sources: rules §8.1, §8.3, §10.1;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Collar {
    var tag: String

    init(tag: String) {
        self.tag = tag
        print("Collar init: \(tag)")
    }

    deinit {
        print("Collar deinit: \(tag)")
    }
}

@Observable
final class Dog {
    var name = "Biscuit"
    var collar = Collar(tag: "blue")
}

struct DogName: View {
    let dog: Dog

    var body: some View {
        let _ = print("DogName body: \(dog.name)")
        Text(dog.name)
    }
}

struct CollarTag: View {
    let dog: Dog

    var body: some View {
        let _ = print("CollarTag body: \(dog.collar.tag)")
        Text("Tag: \(dog.collar.tag)")
    }
}

struct DogScreen: View {
    @State private var dog = Dog()

    var body: some View {
        let _ = print("DogScreen body")
        VStack {
            DogName(dog: dog)
            CollarTag(dog: dog)
            Button("Engrave") {
                dog.collar.tag = "red"
            }
            Button("Rename") {
                dog.name = "Waffles"
            }
            Button("New collar") {
                dog.collar = Collar(tag: "green")
            }
        }
    }
}

:mount DogScreen()
// expect: Collar init: blue
// expect: DogScreen body
// expect: DogName body: Biscuit
// expect: CollarTag body: blue
:tap "Engrave"
// expect: CollarTag body: red
:tap "Rename"
// expect: DogName body: Waffles
:tap "New collar"
// expect: Collar init: green
// expect: Collar deinit: red
// expect: CollarTag body: green
