// Tutorial style (long presses): a LongPressGesture updating a @GestureState and an onLongPressGesture with onPressingChanged, neither of which a tap performs; buttons insert and remove a banner with a transition (rules §15.19, §1.1, §11.1, §15.15, §3.4)
import SwiftUI

struct DeletedBanner: View {
    var body: some View {
        let _ = print("DeletedBanner body")
        Text("Message deleted")
            .padding(8)
            .background(.thinMaterial, in: Capsule())
            .onAppear { print("banner appeared") }
            .onDisappear { print("banner disappeared") }
    }
}

struct HoldToDeleteView: View {
    @GestureState private var isPressing = false
    @State private var deleted = false

    var body: some View {
        let _ = print("HoldToDeleteView body: pressing \(isPressing), deleted \(deleted)")
        VStack(spacing: 16) {
            Text("Hold to delete")
                .padding()
                .background(Color.red.opacity(isPressing ? 0.6 : 0.2), in: Capsule())
                .scaleEffect(isPressing ? 0.9 : 1)
                .animation(.easeInOut(duration: 0.2), value: isPressing)
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .updating($isPressing) { currentState, gestureState, transaction in
                            gestureState = currentState
                            transaction.animation = .easeIn(duration: 1)
                        }
                        .onEnded { _ in
                            withAnimation {
                                deleted = true
                            }
                        }
                )
            Image(systemName: "info.circle")
                .onLongPressGesture(minimumDuration: 0.5) {
                    print("show info")
                } onPressingChanged: { pressing in
                    print("pressing info: \(pressing)")
                }
            if deleted {
                DeletedBanner()
                    .transition(.opacity)
            }
            Button("Delete now") {
                withAnimation(.easeOut) {
                    deleted = true
                }
            }
            Button("Undo") {
                withAnimation {
                    deleted = false
                }
            }
        }
    }
}

:mount HoldToDeleteView()
// expect: HoldToDeleteView body: pressing false, deleted false
:tap "Delete now"
// expect: HoldToDeleteView body: pressing false, deleted true
// expect: DeletedBanner body
// expect: banner appeared
:tap "Delete now"
:tap "Undo"
// expect: HoldToDeleteView body: pressing false, deleted false
// expect: banner disappeared
