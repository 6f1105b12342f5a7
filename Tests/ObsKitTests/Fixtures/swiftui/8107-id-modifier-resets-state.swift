// SwiftUI from Apple's documentation: changing the value given to .id(_:) resets the view's @State
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id parameter
// changes, the identity of the view - for example, its state - is reset." Other state changes in the parent keep it.
import SwiftUI

struct Scratchpad: View {
    @State private var strokes = 0
    var body: some View {
        Button("Draw") {
            strokes += 1
            print("strokes: \(strokes)")
        }
    }
}

struct Studio: View {
    @State private var page = 1
    @State private var zoom = 1
    var body: some View {
        VStack {
            Button("Zoom") { zoom += 1 }
            Button("New page") { page += 1 }
            Text("Page \(page), zoom \(zoom)")
            Scratchpad()
                .id(page)
        }
    }
}

:mount Studio()
:tap "Draw"
// expect: strokes: 1
:tap "Zoom"
:tap "Draw"
// expect: strokes: 2
:tap "New page"
:tap "Draw"
// expect: strokes: 1
