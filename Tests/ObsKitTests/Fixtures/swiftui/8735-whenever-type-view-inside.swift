// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/anyview (whenever the type of view inside an AnyView changes, the old hierarchy is destroyed and a new one created, losing its state; the same type again keeps it)
import SwiftUI

struct CatCard: View {
    @State private var likes = 0
    var body: some View {
        Button("Like cat") {
            likes += 1
            print("cat likes: \(likes)")
        }
    }
}

struct DogCard: View {
    @State private var likes = 0
    var body: some View {
        Button("Like dog") {
            likes += 1
            print("dog likes: \(likes)")
        }
    }
}

struct PetOfTheDay: View {
    @State private var showCat = true
    @State private var refreshes = 0

    func card() -> AnyView {
        if showCat {
            return AnyView(CatCard())
        } else {
            return AnyView(DogCard())
        }
    }

    var body: some View {
        VStack {
            Text("refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Button("Swap") { showCat.toggle() }
            card()
        }
    }
}

:mount PetOfTheDay()
:tap "Like cat"
:tap "Like cat"
:tap "Refresh"
:tap "Like cat"
:tap "Swap"
:tap "Like dog"
:tap "Swap"
:tap "Like cat"
// expect: cat likes: 1
// expect: cat likes: 2
// expect: cat likes: 3
// expect: dog likes: 1
// expect: cat likes: 1
