// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/geometryreader (a GeometryReader inside a fixed frame gets exactly that size)
// GeometryReader: "A container view that defines its content as a function of its own size and coordinate
// space. This view returns a flexible preferred size to its parent layout." Being flexible, it takes the whole
// size it is offered; frame(width:height:) offers exactly 240 × 120, so the proxy's size is 240 × 120 on any
// device. The label shows it (the tree is the screen after the update, whatever number of times the content
// closure ran).
import SwiftUI

struct ThumbnailSlot: View {
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Text("slot \(Int(proxy.size.width)) x \(Int(proxy.size.height))")
            }
            .frame(width: 240, height: 120)
        }
    }
}

:mount ThumbnailSlot()
:tree
// expect: ThumbnailSlot#1
// expect:   VStack
// expect:     GeometryReader  .frame
// expect:       GeometryReader#2
// expect:         Text "slot 240 x 120"
