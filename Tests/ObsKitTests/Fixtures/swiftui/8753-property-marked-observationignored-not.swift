// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (a property marked @ObservationIgnored is not tracked: changing it doesn't update the view that reads it, while changing a tracked property does)
import SwiftUI

@Observable class ReadingPosition {
    var chapter = "Chapter 1"
    @ObservationIgnored var scrollOffset = 0
}

struct PositionView: View {
    var position: ReadingPosition

    var body: some View {
        let _ = print("PositionView body: \(position.chapter) at \(position.scrollOffset)")
        Text("\(position.chapter) at \(position.scrollOffset)")
    }
}

let bookmark = ReadingPosition()

struct ReaderScreen: View {
    var body: some View {
        VStack {
            PositionView(position: bookmark)
            Button("Scroll") { bookmark.scrollOffset += 120 }
            Button("Next chapter") { bookmark.chapter = "Chapter 2" }
        }
    }
}

:mount ReaderScreen()
:tap "Scroll"
:tap "Scroll"
print("offset \(bookmark.scrollOffset)")
:tap "Next chapter"
// expect: PositionView body: Chapter 1 at 0
// expect: offset 240
// expect: PositionView body: Chapter 2 at 240
