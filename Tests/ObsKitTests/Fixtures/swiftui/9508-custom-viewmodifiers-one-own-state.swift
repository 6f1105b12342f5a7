// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewmodifier (custom ViewModifiers, one with its own @State)
// Apple's ViewModifier page: "Adopt the ViewModifier protocol when you want to create a reusable modifier that you can
// apply to any view"; "a more common and idiomatic approach uses modifier(_:) to define an extension to View itself".
// A modifier is a view of its own: its @State lives with it, and the content it wraps keeps working (a button's action
// still runs). The bus stop's departure count is the BusStop's state, so it survives hiding the button.
// - Depart; hide the controls; show them; depart again.
import SwiftUI

struct BorderedCaption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2)
            .padding(10)
            .overlay(
                RoundedRectangle(cornerRadius: 15)
                    .stroke(lineWidth: 1)
            )
            .foregroundColor(Color.blue)
    }
}

extension View {
    func borderedCaption() -> some View {
        modifier(BorderedCaption())
    }
}

struct Collapsible: ViewModifier {
    let title: String
    @State private var isExpanded = true

    func body(content: Content) -> some View {
        VStack {
            Button(isExpanded ? "Hide \(title)" : "Show \(title)") {
                isExpanded.toggle()
                print("\(title) expanded: \(isExpanded)")
            }
            if isExpanded {
                content
            }
        }
    }
}

extension View {
    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct BusStop: View {
    @State private var departures = 0

    var body: some View {
        VStack {
            Image(systemName: "bus")
                .resizable()
                .frame(width: 50, height: 50)
            Text("Downtown Bus")
                .borderedCaption()
            Button("Depart") {
                departures += 1
                print("departures: \(departures)")
            }
            .borderedCaption()
            .collapsible("controls")
        }
    }
}

:mount BusStop()
:tap "Depart"
// expect: departures: 1
:tap "Hide controls"
// expect: controls expanded: false
:tap "Show controls"
// expect: controls expanded: true
:tap "Depart"
// expect: departures: 2
