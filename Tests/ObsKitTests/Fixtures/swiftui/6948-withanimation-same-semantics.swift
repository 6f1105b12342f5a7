// Q (Stack Overflow style): "Wrapping the change in withAnimation doesn't make my view update"
// "`withAnimation { track.isLiked = true }` does nothing on screen, while `withAnimation { isExpanded.toggle() }`
// animates fine. I thought withAnimation forces a redraw?"
// Accepted answer: withAnimation only attaches an animation to the changes made inside it; it runs its closure at
// once and the writes are ordinary state changes (rules §15.15, §10.1). `isExpanded` is @State: the write is stored
// immediately (the print after withAnimation sees it, rules §3.4) and the body runs once at the end of the event.
// `track` is a plain class held in @State: mutating one of its properties is not a change SwiftUI can see, only
// assigning another reference is (rules §3.7), so nothing runs, animation or not. The next real change shows it.
// Source: rules §3.4, §3.7, §10.1, §15.15; Apple https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
import SwiftUI

final class Track {
    var isLiked = false
}

struct TrackCard: View {
    @State private var isExpanded = false
    @State private var track = Track()

    var body: some View {
        let _ = print("TrackCard body: expanded \(isExpanded), liked \(track.isLiked)")
        VStack {
            if isExpanded {
                Text("Lyrics")
            }
            Button("More") {
                withAnimation(.spring) { isExpanded.toggle() }
                print("after withAnimation: isExpanded = \(isExpanded)")
            }
            Button("Like") {
                withAnimation { track.isLiked = true }
                print("liked = \(track.isLiked)")
            }
        }
    }
}

:mount TrackCard()
// expect: TrackCard body: expanded false, liked false
:tap "More"
// expect: after withAnimation: isExpanded = true
// expect: TrackCard body: expanded true, liked false
:tap "Like"
// expect: liked = true
:tap "More"
// expect: after withAnimation: isExpanded = false
// expect: TrackCard body: expanded false, liked true
