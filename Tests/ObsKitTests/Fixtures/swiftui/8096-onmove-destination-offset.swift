// SwiftUI from Apple's documentation: dragging a row calls onMove with its source offsets and the destination offset
// Apple, onMove(perform:) (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)): "The closure takes two
// arguments that represent the offset relative to the dynamic view's underlying collection of data." The destination is the offset
// before which the rows go (as MutableCollection.move(fromOffsets:toOffset:) takes it): Apple's EditButton sample passes it straight on.
import SwiftUI

struct Queue: View {
    @State private var songs = ["One", "Two", "Three"]
    var body: some View {
        List {
            ForEach(songs, id: \.self) { song in
                Text(song)
            }
            .onMove { source, destination in
                print("onMove \(Array(source)) to \(destination)")
                songs.move(fromOffsets: source, toOffset: destination)
                print("now \(songs)")
            }
        }
    }
}

:mount Queue()
:move "One" to 2
// expect: onMove [0] to 3
// expect: now ["Two", "Three", "One"]
:move "One" to 0
// expect: onMove [2] to 0
// expect: now ["One", "Two", "Three"]
