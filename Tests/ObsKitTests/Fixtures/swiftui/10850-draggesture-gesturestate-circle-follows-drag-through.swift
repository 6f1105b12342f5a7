// Tutorial style (DragGesture with @GestureState): a circle follows a drag through .updating into a @GestureState and keeps its place in .onEnded; no drag runs here, so the gesture state stays at its initial value while buttons move the circle with animations; an equal write runs nothing (rules §15.19, §15.15, §3.4)
import SwiftUI

struct DraggableCircle: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        let _ = print("body: position (\(position.width), \(position.height)), drag (\(dragOffset.width), \(dragOffset.height))")
        VStack(spacing: 30) {
            Circle()
                .fill(.blue)
                .frame(width: 80, height: 80)
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onChanged { _ in
                            print("dragging")
                        }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                            print("drag ended")
                        }
                )
            Button("Nudge right") {
                withAnimation(.spring) {
                    position.width += 50
                }
            }
            Button("Center") {
                withAnimation {
                    position = .zero
                }
            }
        }
    }
}

:mount DraggableCircle()
// expect: body: position (0.0, 0.0), drag (0.0, 0.0)
:tap "Nudge right"
// expect: body: position (50.0, 0.0), drag (0.0, 0.0)
:tap "Nudge right"
// expect: body: position (100.0, 0.0), drag (0.0, 0.0)
:tap "Center"
// expect: body: position (0.0, 0.0), drag (0.0, 0.0)
:tap "Center"
