// Tutorial style (controlling the animation stack): letters offset by a drag amount with per-letter delays, a button whose clip shape animates with a spring through .animation(_:value:); no drag runs here, so buttons set the drag amount; an equal CGSize written again runs nothing (rules §15.15, §15.19, §3.4, §12.1, §12.2)
import SwiftUI

struct SnakeLettersView: View {
    let letters = Array("Hello")
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 30) {
            HStack(spacing: 0) {
                ForEach(0..<letters.count, id: \.self) { num in
                    Text(String(letters[num]))
                        .padding(5)
                        .font(.title)
                        .background(enabled ? Color.blue : Color.red)
                        .offset(dragAmount)
                        .animation(.linear.delay(Double(num) / 20), value: dragAmount)
                }
            }
            .gesture(
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { _ in
                        dragAmount = .zero
                        enabled.toggle()
                    }
            )
            Button("Tap Me") {
                enabled.toggle()
            }
            .frame(width: 200, height: 80)
            .background(enabled ? Color.blue : Color.red)
            .animation(nil, value: enabled)
            .foregroundStyle(.white)
            .clipShape(.rect(cornerRadius: enabled ? 40 : 0))
            .animation(.spring(duration: 1, bounce: 0.6), value: enabled)
            Button("Wiggle") {
                dragAmount = CGSize(width: 10, height: 0)
            }
            Button("Settle") {
                withAnimation {
                    dragAmount = .zero
                }
            }
        }
    }
}

:mount SnakeLettersView()
// expect: SnakeLettersView: @self, @identity, _enabled, _dragAmount changed.
:tap "Tap Me"
// expect: SnakeLettersView: _enabled changed.
:tap "Wiggle"
// expect: SnakeLettersView: _dragAmount changed.
:tap "Wiggle"
:tap "Settle"
// expect: SnakeLettersView: _dragAmount changed.
