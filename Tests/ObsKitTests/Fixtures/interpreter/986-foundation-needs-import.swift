// Foundation's types exist once Foundation (or SwiftUI, UIKit) is imported, as in Swift; before that they are not in scope.
// Expected: swiftc on this machine stops with the same error ("cannot find 'UUID' in scope") at compile time.
let id = UUID()
print(id)

// expect-error: cannot find 'UUID' in scope
