// Tutorial style (Transaction and withTransaction): a colour swatch with an implicit animation, a transaction that disables animations, the key-path form of withTransaction and a .transaction modifier; each is an ordinary state change, and an equal write runs no body (rules §15.15, §3.4, §10.1, §12.1)
import SwiftUI

struct ColorSwatchView: View {
    @State private var selected = 0
    let names = ["red", "green", "blue"]
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("showing \(names[selected])")
        VStack(spacing: 16) {
            Circle()
                .fill(colors[selected])
                .frame(width: 100, height: 100)
                .animation(.easeInOut(duration: 1), value: selected)
            Button("Next color") {
                selected = (selected + 1) % colors.count
            }
            Button("Jump to red") {
                var transaction = Transaction(animation: .easeInOut)
                transaction.disablesAnimations = true
                print("disablesAnimations: \(transaction.disablesAnimations)")
                withTransaction(transaction) {
                    selected = 0
                }
            }
            Button("Instant blue") {
                withTransaction(\.disablesAnimations, true) {
                    selected = 2
                }
            }
        }
        .transaction { transaction in
            if transaction.animation != nil {
                transaction.animation = .snappy
            }
        }
    }
}

:mount ColorSwatchView()
// expect: ColorSwatchView: @self, @identity, _selected changed.
// expect: showing red
:tap "Next color"
// expect: ColorSwatchView: _selected changed.
// expect: showing green
:tap "Jump to red"
// expect: disablesAnimations: true
// expect: ColorSwatchView: _selected changed.
// expect: showing red
:tap "Jump to red"
// expect: disablesAnimations: true
:tap "Instant blue"
// expect: ColorSwatchView: _selected changed.
// expect: showing blue
