// rules §15.19: `@GestureState` is storage the view owns; only a gesture's `updating` callback writes it, while
// the gesture is active, and it returns to its initial value when the gesture ends or is cancelled. No command
// performs a drag, a long press, a magnify or a rotate (ObsREPL's choice: the screen takes taps, not touches),
// so the view mounts, renders with the initial values, and no gesture callback runs; the rest of the view works
// (a button beside it). A Shape of the script's own is a view (rules §15.22): drawn, its path not computed.
// Source: https://developer.apple.com/documentation/swiftui/gesturestate ("resets the property back to its
// initial state when the gesture ends"), https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:),
// https://developer.apple.com/documentation/swiftui/shape.
import SwiftUI

struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct Pad403: View {
    @GestureState private var isPressing = false
    @GestureState private var dragged: CGSize? = nil
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Diamond()
                .fill(.purple)
                .frame(width: 80, height: 80)
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .updating($isPressing) { current, state, _ in state = current }
                        .onEnded { _ in print("long press ended") }
                )
                .simultaneousGesture(
                    DragGesture()
                        .updating($dragged) { value, state, _ in state = value.translation }
                        .onChanged { _ in print("drag changed") }
                )
            Text(isPressing ? "pressing" : "at rest")
            Text(dragged == nil ? "not dragged" : "dragged")
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

:mount Pad403()
:tap "Tap 0"
:tree

// expect: Pad403: @self, @identity, _isPressing, _dragged, _taps changed.
// expect: Pad403: _taps changed.
// expect: Pad403#1
// expect:   VStack
// expect:     Diamond#2  .fill .frame .gesture .simultaneousGesture
// expect:       Diamond
// expect:     Text "at rest"
// expect:     Text "not dragged"
// expect:     Button "Tap 1"
