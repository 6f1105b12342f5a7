// Chris Eidhof / Jesse Squires style — PITFALL on purpose: AnyView erases the type, and when the type inside changes (Likes vs Likes().padding()) the old hierarchy is destroyed and its @State resets; when the wrapped type stays the same (Stars in both branches) the state survives (rules §1.1, §1.4, §2.7; Apple "AnyView")
import SwiftUI

struct Likes: View {
    let label: String
    @State private var likes = 0

    var body: some View {
        let _ = print("Likes(\(label)) body: \(likes)")
        Button("Like \(likes)") { likes += 1 }
    }
}

struct Stars: View {
    let label: String
    @State private var stars = 0

    var body: some View {
        let _ = print("Stars(\(label)) body: \(stars)")
        Button("Star \(stars)") { stars += 1 }
    }
}

struct Post: View {
    @State private var compact = false

    var likes: AnyView {
        if compact {
            return AnyView(Likes(label: "compact").padding())
        }
        return AnyView(Likes(label: "full"))
    }

    var stars: AnyView {
        compact ? AnyView(Stars(label: "small")) : AnyView(Stars(label: "large"))
    }

    var body: some View {
        VStack {
            likes
            stars
            Button("Compact") { compact.toggle() }
        }
    }
}

:mount Post()
// expect: Likes(full) body: 0
// expect: Stars(large) body: 0
:tap "Like 0"
// expect: Likes(full) body: 1
:tap "Star 0"
// expect: Stars(large) body: 1
:tap "Compact"
// expect: Likes(compact) body: 0
// expect: Stars(small) body: 1
:tap "Compact"
// expect: Likes(full) body: 0
// expect: Stars(large) body: 1
