// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationpath (the path's collection controls: count and isEmpty follow the appends, removeLast(2) removes two values from the end so the stack shows the first pushed view again, and codable is non-nil while every value is Codable)
// known-gap: error: 8758-path-s-collection-controls.swift:19:73: error: value of type '[Int]' has no member 'codable'
import SwiftUI

struct StepsView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Begin") {
                print("empty before: \(path.isEmpty)")
                path.append(1)
                path.append(2)
                path.append(3)
                print("count \(path.count), empty: \(path.isEmpty)")
            }
            .navigationDestination(for: Int.self) { step in
                VStack {
                    Button("Step \(step) info") { print("on step \(step) of \(path.count)") }
                    Button("Can save \(step)") { print("serializable: \(path.codable != nil)") }
                    Button("Back two from \(step)") {
                        path.removeLast(2)
                        print("count now \(path.count)")
                    }
                }
            }
        }
    }
}

:mount StepsView()
:tap "Begin"
:tap "Step 3 info"
:tap "Back two from 3"
:tap "Step 1 info"
:tap "Can save 1"
// expect: empty before: true
// expect: count 3, empty: false
// expect: on step 3 of 3
// expect: count now 1
// expect: on step 1 of 1
// expect: serializable: true
