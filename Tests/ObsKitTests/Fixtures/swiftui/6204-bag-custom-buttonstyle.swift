// A custom ButtonStyle (configuration.label, configuration.isPressed) used through a static member and directly, on text and Label buttons; the style changes the look, not the action; expected output by the SwiftUI rules (Apple: ButtonStyle.makeBody(configuration:), buttonStyle(_:), "extension ButtonStyle where Self == …")
import SwiftUI

struct CapsuleButtonStyle: ButtonStyle {
    var tint: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(tint.opacity(configuration.isPressed ? 0.6 : 1))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
    static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

struct CheckoutBar: View {
    @State private var itemsInBag = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("\(itemsInBag) in bag")
            Button("Add to bag") {
                itemsInBag += 1
                print("bag: \(itemsInBag)")
            }
            .buttonStyle(.capsule)
            Button("Empty bag", role: .destructive) {
                itemsInBag = 0
                print("bag emptied")
            }
            .buttonStyle(CapsuleButtonStyle(tint: .red))
            Button {
                print("checking out \(itemsInBag) items")
            } label: {
                Label("Checkout", systemImage: "cart")
            }
            .buttonStyle(.capsule)
        }
    }
}

:mount CheckoutBar()
:tap "Add to bag"
:tap "Add to bag"
:tap "Checkout"
:tap "Empty bag"
:tap "Checkout"

// expect: bag: 1
// expect: bag: 2
// expect: checking out 2 items
// expect: bag emptied
// expect: checking out 0 items
