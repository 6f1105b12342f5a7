// Tutorial style (a swipeable card deck): cards follow a DragGesture through @GestureState and remove themselves in onEnded through a closure; no drag runs here, so Like and Nope buttons remove the top card with withAnimation; each card holds a closure, so every remaining card runs at each parent render, and the removed one disappears (rules §15.19, §2.4, §1.2, §11.1, §15.15)
import SwiftUI

struct Profile: Identifiable {
    let id: Int
    let name: String
}

struct SwipeCard: View {
    let profile: Profile
    let onRemove: (Bool) -> Void
    @GestureState private var drag = CGSize.zero

    var body: some View {
        let _ = print("SwipeCard body: \(profile.name), drag \(drag.width)")
        Text(profile.name)
            .font(.title)
            .frame(width: 250, height: 320)
            .background(.white)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .shadow(radius: 4)
            .offset(x: drag.width)
            .rotationEffect(.degrees(Double(drag.width / 20)))
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 100 {
                            onRemove(value.translation.width > 0)
                        }
                    }
            )
            .onDisappear { print("\(profile.name) card gone") }
    }
}

struct DeckView: View {
    @State private var profiles = [
        Profile(id: 1, name: "Ava"),
        Profile(id: 2, name: "Ben"),
        Profile(id: 3, name: "Cleo"),
    ]
    @State private var liked: [String] = []

    var body: some View {
        let _ = print("DeckView body: \(profiles.count) left, liked \(liked)")
        VStack(spacing: 24) {
            ZStack {
                ForEach(profiles.reversed()) { profile in
                    SwipeCard(profile: profile) { like in
                        remove(profile, liked: like)
                    }
                    .transition(.asymmetric(insertion: .identity, removal: .move(edge: .trailing)))
                }
            }
            HStack {
                Button("Nope") {
                    if let top = profiles.first { remove(top, liked: false) }
                }
                Button("Like") {
                    if let top = profiles.first { remove(top, liked: true) }
                }
            }
        }
    }

    func remove(_ profile: Profile, liked like: Bool) {
        withAnimation(.spring) {
            profiles.removeAll { $0.id == profile.id }
            if like {
                liked.append(profile.name)
            }
        }
    }
}

:mount DeckView()
// expect: DeckView body: 3 left, liked []
// expect: SwipeCard body: Cleo, drag 0.0
// expect: SwipeCard body: Ben, drag 0.0
// expect: SwipeCard body: Ava, drag 0.0
:tap "Like"
// expect: DeckView body: 2 left, liked ["Ava"]
// expect: SwipeCard body: Cleo, drag 0.0
// expect: SwipeCard body: Ben, drag 0.0
// expect: Ava card gone
:tap "Nope"
// expect: DeckView body: 1 left, liked ["Ava"]
// expect: SwipeCard body: Cleo, drag 0.0
// expect: Ben card gone
