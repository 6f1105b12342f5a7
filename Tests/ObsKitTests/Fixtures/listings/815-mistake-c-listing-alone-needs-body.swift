// Article 001, mistake C (listing 001-06) pasted on its own: the struct declares `: View` but has no `body`, so loading it must stop with a clear error naming the missing requirement (the listings folder's README: "a clear error that says what is missing, never 'not supported'"). Swift itself rejects the file the same way. No rule of docs/rules.md is involved.
final class ProfileVM: ObservableObject {
    @Published var username = "guest"
}
print("model declared")
//> include 001-06-inject-ignored.swift
print("not reached")

// expect: model declared
// expect-error: does not conform to protocol 'View'
