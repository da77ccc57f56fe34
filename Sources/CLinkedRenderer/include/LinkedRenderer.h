// The renderer linked into this program, found without the engine naming it. A renderer module defines
// `tapestry_renderer_platform_services` (in Swift, with `@_cdecl`); the engine refers to it weakly, so a
// program that links no renderer still links, and the engine asks for the services before anything is
// measured rather than when the first renderer happens to be created.
#ifndef TAPESTRY_LINKED_RENDERER_H
#define TAPESTRY_LINKED_RENDERER_H

/// The linked renderer's `PlatformServices` object (unretained; it lives as long as the program), or null
/// when no renderer is linked.
const void *tapestry_linked_renderer_services(void);

#endif
