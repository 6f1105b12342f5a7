// A custom ButtonStyle reading configuration.isPressed, made available as `.pressable` through a static
// member on ButtonStyle (the Apple-style extension), and used with an argument too.
// Expected: styled buttons run their actions as plain ones do; a style changes only the looks.
import SwiftUI

struct PressableStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(color.opacity(configuration.isPressed ? 0.6 : 1), in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == PressableStyle {
    static var pressable: PressableStyle { PressableStyle() }
}

struct CheckoutButtons: View {
    @State private var total = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Total: $\(total)")
            Button("Add $5") { total += 5 }
                .buttonStyle(.pressable)
            Button("Pay") {
                print("paying $\(total)")
                total = 0
            }
            .buttonStyle(PressableStyle(color: .green))
            .disabled(total == 0)
        }
    }
}

:mount CheckoutButtons()
:tap "Add $5"
:tap "Add $5"
:tap "Pay"

// expect: paying $10
