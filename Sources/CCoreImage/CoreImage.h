// Empty: Core Image is written in Swift (Sources/CoreImage); this header only gives the module its submodules.
