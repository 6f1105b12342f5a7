// Stack Overflow Q&A style: "withAnimation doesn't change which body runs": the closure runs at once and its writes are ordinary state changes, so the same bodies run with or without it; a completion runs as soon as the code that started it returns, before the update (rules §15.15, §10.1, §2.7)
import SwiftUI

struct Card: View {
    let expanded: Bool

    var body: some View {
        let _ = print("Card body: expanded=\(expanded)")
        Text(expanded ? "Details..." : "Summary")
    }
}

struct LikeCounter: View {
    let likes: Int

    var body: some View {
        let _ = print("LikeCounter body: \(likes)")
        Text("\(likes) likes")
    }
}

struct Gallery: View {
    @State private var expanded = false
    @State private var likes = 0

    var body: some View {
        let _ = print("Gallery body")
        VStack {
            Card(expanded: expanded)
            LikeCounter(likes: likes)
            Button("Toggle (animated)") {
                withAnimation(.spring) {
                    print("in withAnimation")
                    expanded.toggle()
                }
                print("after withAnimation")
            }
            Button("Toggle (plain)") { expanded.toggle() }
            Button("Like") {
                withAnimation(.easeOut) {
                    likes += 1
                } completion: {
                    print("animation completed")
                }
                print("after withAnimation")
            }
        }
        .animation(.easeInOut, value: expanded)
    }
}

:mount Gallery()
// expect: Gallery body
// expect: Card body: expanded=false
// expect: LikeCounter body: 0
:tap "Toggle (animated)"
// expect: in withAnimation
// expect: after withAnimation
// expect: Gallery body
// expect: Card body: expanded=true
:tap "Toggle (plain)"
// expect: Gallery body
// expect: Card body: expanded=false
:tap "Like"
// expect: after withAnimation
// expect: animation completed
// expect: Gallery body
// expect: LikeCounter body: 1
