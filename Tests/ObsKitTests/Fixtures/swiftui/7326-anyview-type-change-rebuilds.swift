// A media slot that returns `AnyView` from a computed property to show a photo card or a video card, the type
// erasure "Demystify SwiftUI" asks us to avoid, here with a view of each type.
// What SwiftUI does: Apple's AnyView page: "Whenever the type of view used with an AnyView changes, the old hierarchy
// is destroyed and a new hierarchy is created for the new type." Switching from PhotoCard to VideoCard destroys the
// photo card's node with its @State (rules §1.4) and makes a video card node (first body); after the update the old
// card's onDisappear runs, then the new card's onAppear (rules §11.1). Switching back makes a new photo card at zoom
// 1x: the zoom set before is gone.
// Sources: rules §1.4, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/anyview; WWDC21 "Demystify
// SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct PhotoCard: View {
    @State private var zoom = 1

    var body: some View {
        let _ = print("PhotoCard body: zoom \(zoom)x")
        Button("Zoom photo (\(zoom)x)") { zoom += 1 }
            .onAppear { print("PhotoCard appear") }
            .onDisappear { print("PhotoCard disappear") }
    }
}

struct VideoCard: View {
    @State private var plays = 0

    var body: some View {
        let _ = print("VideoCard body: \(plays) plays")
        Button("Play video (\(plays))") { plays += 1 }
            .onAppear { print("VideoCard appear") }
            .onDisappear { print("VideoCard disappear") }
    }
}

struct MediaSlot: View {
    @State private var showsVideo = false

    var body: some View {
        let _ = print("MediaSlot body: video=\(showsVideo)")
        VStack {
            media
            Button("Switch media") { showsVideo.toggle() }
        }
    }

    var media: AnyView {
        if showsVideo {
            return AnyView(VideoCard())
        }
        return AnyView(PhotoCard())
    }
}

:mount MediaSlot()
// expect: MediaSlot body: video=false
// expect: PhotoCard body: zoom 1x
// expect: PhotoCard appear
:tap "Zoom photo (1x)"
// expect: PhotoCard body: zoom 2x
:tap "Switch media"
// expect: MediaSlot body: video=true
// expect: VideoCard body: 0 plays
// expect: PhotoCard disappear
// expect: VideoCard appear
:tap "Switch media"
// expect: MediaSlot body: video=false
// expect: PhotoCard body: zoom 1x
// expect: VideoCard disappear
// expect: PhotoCard appear
