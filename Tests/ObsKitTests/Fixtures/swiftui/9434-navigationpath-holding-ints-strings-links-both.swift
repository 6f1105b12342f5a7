// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/navigating-to-different-data-types-using-navigationpath (a NavigationPath holding Ints and Strings: links of both types in a List, toolbar buttons that append each type, and one navigationDestination per type)
// Apple: NavigationPath "can hold any Hashable" value, and the stack shows each element with the
// navigationDestination(for:) registered for its type. NavigationLink(_:value:) appends its value when tapped, so
// links and code both push through the same path. The root's body prints `path.count` (it runs on each push and
// pop); each destination prints from onAppear.
// - "Select Number: 2", back; "Select String: Beta", back; toolbar "Push 556", back; toolbar "Push Hello".
import SwiftUI

struct MixedPathRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("root body: \(path.count) pushed")
        NavigationStack(path: $path) {
            List {
                ForEach(0..<3) { i in
                    NavigationLink("Select Number: \(i)", value: i)
                }

                ForEach(["Alpha", "Beta"], id: \.self) { word in
                    NavigationLink("Select String: \(word)", value: word)
                }
            }
            .toolbar {
                Button("Push 556") {
                    path.append(556)
                }

                Button("Push Hello") {
                    path.append("Hello")
                }
            }
            .navigationDestination(for: Int.self) { selection in
                Text("You selected the number \(selection)")
                    .onAppear { print("number screen: \(selection)") }
            }
            .navigationDestination(for: String.self) { selection in
                Text("You selected the string \(selection)")
                    .onAppear { print("string screen: \(selection)") }
            }
        }
    }
}

:mount MixedPathRoot()
// expect: root body: 0 pushed
:tap "Select Number: 2"
// expect: root body: 1 pushed
// expect: number screen: 2
:back
// expect: root body: 0 pushed
:tap "Select String: Beta"
// expect: root body: 1 pushed
// expect: string screen: Beta
:back
// expect: root body: 0 pushed
:tap "Push 556"
// expect: root body: 1 pushed
// expect: number screen: 556
:back
// expect: root body: 0 pushed
:tap "Push Hello"
// expect: root body: 1 pushed
// expect: string screen: Hello
