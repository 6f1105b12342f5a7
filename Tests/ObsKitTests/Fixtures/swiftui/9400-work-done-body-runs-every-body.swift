// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10160/ (work done in body runs on every body run: a list that sorts its dogs in body sorts again when an unrelated toggle flips; a model that keeps them sorted sorts only when a dog is added)
// "Demystify SwiftUI performance" (WWDC23) on body cost: a body can run often, so keep it cheap, and move expensive
// work such as sorting or filtering out of it, into the model, where it runs when the data changes. Both lists
// below read `showAges` in the body, so flipping the toggle re-runs each body once. The slow list sorts inside the
// body, so it sorts again on every flip; the fast one reads an array its @Observable store sorted when it changed.
// - Slow list: mount, flip, add: each body run prints a sort.
// - Fast list: the store sorts once when made; the flip re-runs the body without sorting; "Add puppy" sorts once.
import SwiftUI

struct Dog {
    let name: String
    let age: Int
}

func sortedByAge(_ dogs: [Dog]) -> [Dog] {
    print("sorting \(dogs.count) dogs")
    return dogs.sorted { $0.age < $1.age }
}

struct SlowDogList: View {
    @State private var dogs = [Dog(name: "Rex", age: 7), Dog(name: "Fido", age: 3), Dog(name: "Spot", age: 5)]
    @State private var showAges = false

    var body: some View {
        let _ = print("slow list body, ages \(showAges ? "shown" : "hidden")")
        VStack {
            Toggle("Show ages", isOn: $showAges)
            ForEach(sortedByAge(dogs), id: \.name) { dog in
                Text(showAges ? "\(dog.name), \(dog.age)" : dog.name)
            }
            Button("Add puppy") { dogs.append(Dog(name: "Bean", age: 1)) }
        }
    }
}

@Observable
final class DogStore {
    private(set) var dogsByAge: [Dog]

    init(dogs: [Dog]) {
        dogsByAge = sortedByAge(dogs)
    }

    func add(_ dog: Dog) {
        dogsByAge = sortedByAge(dogsByAge + [dog])
    }
}

struct FastDogList: View {
    @State private var store = DogStore(dogs: [Dog(name: "Rex", age: 7), Dog(name: "Fido", age: 3), Dog(name: "Spot", age: 5)])
    @State private var showAges = false

    var body: some View {
        let _ = print("fast list body, ages \(showAges ? "shown" : "hidden")")
        VStack {
            Toggle("Show ages", isOn: $showAges)
            ForEach(store.dogsByAge, id: \.name) { dog in
                Text(showAges ? "\(dog.name), \(dog.age)" : dog.name)
            }
            Button("Add puppy") { store.add(Dog(name: "Bean", age: 1)) }
        }
    }
}

:mount SlowDogList()
// expect: slow list body, ages hidden
// expect: sorting 3 dogs
:toggle "Show ages"
// expect: slow list body, ages shown
// expect: sorting 3 dogs
:tap "Add puppy"
// expect: slow list body, ages shown
// expect: sorting 4 dogs
:mount FastDogList()
// expect: sorting 3 dogs
// expect: fast list body, ages hidden
:toggle "Show ages"
// expect: fast list body, ages shown
:tap "Add puppy"
// expect: sorting 4 dogs
// expect: fast list body, ages shown
