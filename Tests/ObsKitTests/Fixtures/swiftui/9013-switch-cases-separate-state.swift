// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (each case of a switch in a view builder makes its own instance of the editor, each with distinct state; leaving a case removes its view, and the life cycle of state mirrors the view's (https://developer.apple.com/documentation/swiftui/managing-user-interface-state), so coming back starts at 0)
import SwiftUI

enum Mode {
    case draw, erase
}

struct StrokeCounter: View {
    let tool: String
    @State private var strokes = 0

    var body: some View {
        Button("\(tool) strokes: \(strokes)") {
            strokes += 1
            print("\(tool) \(strokes)")
        }
    }
}

struct Canvas: View {
    @State private var mode = Mode.draw

    var body: some View {
        VStack {
            switch mode {
            case .draw:
                StrokeCounter(tool: "Pen")
            case .erase:
                StrokeCounter(tool: "Eraser")
            }
            Button("Draw") { mode = .draw }
            Button("Erase") { mode = .erase }
        }
    }
}

:mount Canvas()
:tap "Pen strokes: 0"
:tap "Pen strokes: 1"
:tap "Erase"
:tap "Eraser strokes: 0"
:tap "Draw"
:tap "Pen strokes: 0"
// expect: Pen 1
// expect: Pen 2
// expect: Eraser 1
// expect: Pen 1
