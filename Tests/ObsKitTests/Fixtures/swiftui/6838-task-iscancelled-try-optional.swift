// Follows Swift's `Task.isCancelled` page (https://developer.apple.com/documentation/swift/task/iscancelled-swift.type.property):
// "A Boolean value that indicates whether the current task should stop executing." With `try?`, the
// CancellationError that `Task.sleep(for:)` throws when the task is cancelled (Swift's `sleep(for:tolerance:clock:)`
// page) is swallowed and the code after the sleep runs at once, so the loop must check `Task.isCancelled` itself.
// (Checked with swiftc 6.3.1 on Linux: after a cancelled `try? await Task.sleep`, `Task.isCancelled` is true.)
// Own code: a photo slideshow that advances every two seconds until its view is closed.
// - The slideshow is in an `if`: closing it destroys its node and cancels its `.task` (Apple `task(priority:_:)`;
//   rules §1.4, §11.3); the task's lines run after the parent's body (rules §10.1).
// - Each slide change writes @State the slideshow reads: one body per change (rules §3.4, §10.1).
import SwiftUI

struct Slideshow: View {
    let photos = ["Lake", "Ridge", "Meadow", "Glacier"]
    @State private var current = 0

    var body: some View {
        let _ = print("Slideshow body, \(photos[current])")
        Text(photos[current])
            .task {
                var shown = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(2))
                    if Task.isCancelled {
                        print("sleep ended early, cancelled")
                        break
                    }
                    shown = (shown + 1) % photos.count
                    current = shown
                }
                print("slideshow stopped on \(photos[shown])")
            }
    }
}

struct GalleryView: View {
    @State private var playing = true

    var body: some View {
        let _ = print("GalleryView body, playing \(playing)")
        VStack {
            if playing {
                Slideshow()
            }
            Button(playing ? "Close slideshow" : "Play slideshow") {
                playing.toggle()
            }
        }
    }
}

:mount GalleryView()
// expect: GalleryView body, playing true
// expect: Slideshow body, Lake
:advance 4s
// expect: Slideshow body, Ridge
// expect: Slideshow body, Meadow
:advance 1s
:tap "Close slideshow"
// expect: GalleryView body, playing false
// expect: sleep ended early, cancelled
// expect: slideshow stopped on Meadow
:advance 4s
