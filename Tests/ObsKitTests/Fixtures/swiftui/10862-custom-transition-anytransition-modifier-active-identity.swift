// Tutorial style (a custom transition): AnyTransition.modifier(active:identity:) with a ViewModifier that rotates from a corner; tapping the stack (onTapGesture) inserts and removes a square inside withAnimation (rules §15.10, §1.1, §11.1, §15.15, §12.1)
import SwiftUI

struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct RedSquare: View {
    var body: some View {
        let _ = print("RedSquare body")
        Rectangle()
            .fill(.red)
            .frame(width: 200, height: 200)
            .onAppear { print("red appeared") }
            .onDisappear { print("red disappeared") }
    }
}

struct ContentView: View {
    @State private var isShowingRed = false

    var body: some View {
        let _ = Self._printChanges()
        ZStack {
            Rectangle()
                .fill(.blue)
                .frame(width: 200, height: 200)
            if isShowingRed {
                RedSquare()
                    .transition(.pivot)
            }
            Text("Tap the square")
                .foregroundStyle(.white)
        }
        .onTapGesture {
            withAnimation {
                isShowingRed.toggle()
            }
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _isShowingRed changed.
:tap "Tap the square"
// expect: ContentView: _isShowingRed changed.
// expect: RedSquare body
// expect: red appeared
:tap "Tap the square"
// expect: ContentView: _isShowingRed changed.
// expect: red disappeared
